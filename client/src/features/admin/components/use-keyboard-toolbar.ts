import { useEffect, useRef } from 'react';

/*
 * react-draft-wysiwyg draws its toolbar from plain divs that only a mouse can press, with ARIA
 * attributes that divs may not carry. This turns each control into a focusable button (Enter or
 * Space presses it), states its on/off with aria-pressed, and moves a pop-up's label and state
 * from its wrapper to the button that opens it. It runs again whenever the toolbar redraws.
 * A pop-up opened from the keyboard takes the focus into its first field, and Escape closes it,
 * giving the focus back to its button.
 */

const controlSelector = '.rdw-option-wrapper, .rdw-dropdown-wrapper, .rdw-dropdownoption-default';
/** The pop-ups of the toolbar and the name of the button that opens each. */
const popupNames: Readonly<Record<string, string>> = {
  'rdw-colorpicker-wrapper': 'Colour',
  'rdw-embedded-wrapper': 'Embedded',
  'rdw-emoji-wrapper': 'Emoji',
  'rdw-image-wrapper': 'Image',
  'rdw-link-wrapper': 'Link',
};
const popupWrapperSelector = Object.keys(popupNames)
  .map((name) => `.${name}`)
  .join(', ');
const popupSelector = Object.keys(popupNames)
  .map((name) => `.${name.replace('-wrapper', '-modal')}`)
  .join(', ');

function makeButton(control: HTMLElement): void {
  // The editor sets aria-selected again whenever an option turns on or off.
  const selected = control.getAttribute('aria-selected');
  if (selected !== null) {
    control.removeAttribute('aria-selected');
    control.setAttribute('aria-pressed', selected);
  }
  if (control.getAttribute('role') === 'button') return;
  control.setAttribute('role', 'button');
  control.tabIndex = 0;
  // A dropdown is named by the choice it shows ('Normal', '16'), as a sighted user reads it.
  if (control.classList.contains('rdw-dropdown-wrapper')) control.removeAttribute('aria-label');
}

function labelPopupOpener(wrapper: HTMLElement): void {
  const opener = wrapper.querySelector<HTMLElement>('.rdw-option-wrapper');
  const popup = [...wrapper.classList].find((name) => name in popupNames);
  if (opener && popup && !opener.title) opener.setAttribute('aria-label', popupNames[popup]!);
  for (const name of ['aria-label', 'aria-expanded', 'aria-haspopup']) {
    const value = wrapper.getAttribute(name);
    if (value === null) continue;
    wrapper.removeAttribute(name);
    if (opener && name !== 'aria-label') opener.setAttribute(name, value);
  }
  // The link pop-up's wrapper states neither; the pop-up being drawn is what 'expanded' means.
  const expanded = String(wrapper.querySelector(popupSelector) !== null);
  if (opener && opener.getAttribute('aria-expanded') !== expanded) {
    opener.setAttribute('aria-expanded', expanded);
  }
}

function fixToolbar(toolbar: HTMLElement): void {
  // The pop-ups' buttons (Add, Cancel) have no type, so inside the post's form they would submit
  // it: adding a link would publish the post.
  toolbar.querySelectorAll<HTMLButtonElement>('button:not([type])').forEach((button) => {
    button.type = 'button';
  });
  toolbar.querySelectorAll<HTMLElement>(popupWrapperSelector).forEach(labelPopupOpener);
  toolbar.querySelectorAll<HTMLElement>(controlSelector).forEach(makeButton);
}

/** Escape inside an open pop-up closes it (its button toggles it) and focuses that button. */
function closePopup(event: KeyboardEvent): void {
  const inside = event.target instanceof HTMLElement ? event.target : null;
  const wrapper = inside?.closest(popupWrapperSelector);
  const opener = wrapper?.querySelector<HTMLElement>('.rdw-option-wrapper');
  if (!opener || !wrapper?.querySelector(popupSelector)) return;
  event.preventDefault();
  opener.click();
  opener.focus();
}

/** After a pop-up's button is pressed, its first field, once the editor has drawn it. */
function focusPopupField(opener: HTMLElement): void {
  const wrapper = opener.closest(popupWrapperSelector);
  if (!wrapper) return;
  window.setTimeout(() => {
    wrapper
      .querySelector(popupSelector)
      ?.querySelector<HTMLElement>('input, button:not([disabled])')
      ?.focus();
  }, 0);
}

function press(event: KeyboardEvent): void {
  if (event.key === 'Escape') {
    closePopup(event);
    return;
  }
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const control = event.target;
  if (!(control instanceof HTMLElement) || control.getAttribute('role') !== 'button') return;
  event.preventDefault();
  // A dropdown opens from the text inside it, every other control from itself.
  const clickable = control.querySelector<HTMLElement>('.rdw-dropdown-selectedtext') ?? control;
  clickable.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  clickable.click();
  focusPopupField(control);
}

/** The ref of the element around the editor, whose toolbar is made usable by keyboard. */
export function useKeyboardToolbar<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const toolbar = ref.current?.querySelector<HTMLElement>('.rdw-editor-toolbar');
    if (!toolbar) return undefined;
    fixToolbar(toolbar);
    const observer = new MutationObserver(() => fixToolbar(toolbar));
    observer.observe(toolbar, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-selected', 'aria-expanded'],
    });
    toolbar.addEventListener('keydown', press);
    return () => {
      observer.disconnect();
      toolbar.removeEventListener('keydown', press);
    };
  }, []);
  return ref;
}
