import {
  changesFeedPath,
  currentYear,
  infoPages,
  listingKindByKey,
  pagePath,
  siteName,
} from '@sg-finance/contract';
import { escapeHtml } from './html-text.js';
import type { PageHead, PageHeading, PageLink } from './page-head.js';

/*
 * The frame of the app (header, the page's h1, footer) as HTML, written into the app's root so a
 * visitor on a slow link sees the page's name and the way around the site before the script has
 * arrived. The script then replaces it (createRoot, not hydration: docs/decisions.md) with the
 * same markup, so the header and the heading do not move. The classes are those of the client's
 * SiteHeader, PageBanner and SiteFooter; the browser journey in e2e/first-paint.e2e.ts checks
 * that both draw the same header, heading and footer links.
 */

const searchIcon =
  '<svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false"><path d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zM12 6.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0"></path></svg>';

/**
 * The kinds in the order of the app's menu, which the HTML's header repeats: fixed deposits are
 * left out of it, as in the client's table of kinds (`inHeaderMenu`).
 */
const menuKindOrder = ['card', 'investment', 'insurance', 'saving', 'loan'] as const;

function menuLinks(): { to: string; label: string }[] {
  return [
    { to: pagePath('home'), label: 'Home' },
    ...menuKindOrder.map((key) => ({
      to: listingKindByKey(key).pageRoute,
      label: listingKindByKey(key).listPage.title,
    })),
    { to: pagePath('blog'), label: 'Blog' },
    { to: pagePath('suggestRewards'), label: 'Suggest Rewards' },
  ];
}

/** Whether a menu link is the current page's, as the client's NavLink decides it. */
function isCurrent(to: string, path: string): boolean {
  const exact = to === pagePath('home') || to === pagePath('blog');
  return exact ? path === to : path === to || path.startsWith(`${to}/`);
}

function navItem(to: string, label: string, path: string, extraClass = ' text-nowrap'): string {
  const current = isCurrent(to, path);
  return `<li class="nav-item"><a class="nav-link${extraClass}${current ? ' active' : ''}" href="${escapeHtml(to)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
}

function header(path: string): string {
  const links = menuLinks()
    .map((link) => navItem(link.to, link.label, path))
    .join('');
  return [
    '<header><nav class="navbar navbar-expand-xl bg-dark" data-bs-theme="dark" aria-label="Main"><div class="container">',
    `<a class="navbar-brand" href="/">${escapeHtml(siteName)}</a>`,
    '<button type="button" class="navbar-toggler collapsed" aria-controls="main-navigation" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>',
    '<div id="main-navigation" class="navbar-collapse collapse">',
    `<ul class="navbar-nav me-auto">${links}</ul>`,
    `<ul class="navbar-nav"><li class="nav-item"><a aria-label="Search" class="nav-link d-flex align-items-center" href="/search">${searchIcon}<span class="d-xl-none ms-2">Search</span></a></li></ul>`,
    `<ul class="navbar-nav">${navItem('/signup', 'Sign Up', path)}${navItem('/login', 'Login', path, '')}</ul>`,
    '</div></div></nav></header>',
  ].join('');
}

function headingHtml(heading: PageHeading | undefined): string {
  if (!heading) return '';
  const text = escapeHtml(heading.text);
  const sub = heading.subheading ? escapeHtml(heading.subheading) : '';
  switch (heading.look) {
    case 'hero':
      return `<section class="home-hero border-bottom py-5 text-center"><div class="container"><h1 class="display-6 fw-bold mb-3">${text}</h1>${sub ? `<p class="lead mb-0">${sub}</p>` : ''}</div></section>`;
    case 'banner':
      return `<section class="page-banner text-white py-4 py-md-5 mb-4"><div class="container"><h1 class="h2 fw-bold mb-2">${text}</h1>${sub ? `<p class="lead mb-0">${sub}</p>` : ''}</div></section>`;
    case 'plain':
      return `<div class="container py-4"><h1 class="h2 fw-bold">${text}</h1>${sub ? `<p class="lead">${sub}</p>` : ''}</div>`;
  }
}

/** A list page's products, so a crawler or a reader without scripts reaches each of them. */
function linksHtml(links: readonly PageLink[] | undefined): string {
  if (!links || links.length === 0) return '';
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.text)}</a></li>`)
    .join('');
  return `<div class="container"><ul>${items}</ul></div>`;
}

const footerLink = (path: string, text: string, type = '') =>
  `<li class="list-inline-item me-3"><a class="link-light" href="${escapeHtml(path)}"${type && ` type="${type}"`}>${escapeHtml(text)}</a></li>`;

function footer(year: number): string {
  const links = [
    ...infoPages.map((page) => footerLink(page.path, page.title)),
    footerLink(pagePath('changes'), 'Latest changes'),
    footerLink(changesFeedPath, 'Changes feed (Atom)', 'application/atom+xml'),
  ].join('');
  return [
    '<footer class="bg-dark text-light py-4 mt-5"><div class="container">',
    `<nav aria-label="About this site" class="mb-3"><ul class="list-inline mb-0">${links}</ul></nav>`,
    `<p class="small text-white-50 mb-0">&copy; ${year} ${escapeHtml(siteName)}</p>`,
    '</div></footer>',
  ].join('');
}

/** The HTML the app's root holds until the script replaces it. */
export function pageShell(
  { path, heading, links }: Pick<PageHead, 'path' | 'heading' | 'links'>,
  now = new Date(),
): string {
  return [
    '<div class="d-flex flex-column min-vh-100">',
    '<a class="visually-hidden-focusable skip-link" href="#main-content">Skip to main content</a>',
    header(path.toLowerCase()),
    `<main class="flex-grow-1" id="main-content" tabindex="-1">${headingHtml(heading)}${linksHtml(links)}</main>`,
    footer(currentYear(now)),
    '</div>',
  ].join('');
}
