import { listingKindByKey } from '../listing-kinds.js';
import type { ListingKindKey } from '../listing.js';
import type { ListingTerms } from '../listing.schema.js';
import type { TermField, TermValue } from '../terms/term-field.js';
import type { Unit } from '../units.js';
import {
  listingFieldLabels,
  offerLabel,
  postFieldLabels,
  termChangeLabels,
} from './change-labels.js';
import { termValueText } from './term-value-text.js';

/** One field as it read before and after a save; null where the field was empty or absent. */
export interface FieldChange {
  /** Where the field is: `title`, `terms.welcomeValue`, `rewardOffer.1`, `keyFeatures`. */
  field: string;
  /** Its name as a visitor reads it: 'Welcome gift'. */
  label: string;
  before: string | null;
  after: string | null;
}

/** What a save changed: the fields, and the same in one line for lists and feeds. */
export interface DescribedChanges {
  changes: FieldChange[];
  summary: string;
}

/** A listing kind's key, or `post`. */
export type ChangeKind = ListingKindKey | 'post';

type SavedDocument = Record<string, unknown>;

/**
 * A field's reading on one side: what tells it apart (`key`), its text, and its number where it is
 * a figure. A figure's text is written only when asked for: most figures of a save are unchanged,
 * and formatting numbers costs more than comparing them.
 */
interface Reading {
  key: string;
  readonly text: string;
  figure?: { value: number; unit: Unit };
}

function figureReading(value: TermValue): Reading {
  let text: string | undefined;
  return {
    key: 'text' in value ? value.text : `${value.value} ${value.unit}`,
    get text() {
      return (text ??= termValueText(value));
    },
    ...('text' in value ? {} : { figure: value }),
  };
}

/** A field read from both sides; a side without it is undefined. */
interface Compared {
  field: string;
  label: string;
  before: Reading | undefined;
  after: Reading | undefined;
}

/** A field read from one document. */
interface FieldReader {
  field: string;
  label: string;
  read(document: SavedDocument): Reading | undefined;
}

/** At most this many changes are named in a summary; the rest are counted. */
const SUMMARY_CHANGES = 3;
/** Values longer than this are not quoted in a summary. */
const QUOTED_LENGTH = 60;

function at(document: SavedDocument, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      document,
    );
}

function textReading(text: string): Reading | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : { key: trimmed, text: trimmed };
}

function textField(path: string, label: string): FieldReader {
  return {
    field: path,
    label,
    read: (document) => {
      const value = at(document, path);
      return typeof value === 'string' ? textReading(value) : undefined;
    },
  };
}

/** A list of text lines, one line each. */
function linesField(path: string, label: string, separator = '\n'): FieldReader {
  return {
    field: path,
    label,
    read: (document) => {
      const value = at(document, path);
      if (!Array.isArray(value)) return undefined;
      return textReading(value.filter((line) => typeof line === 'string').join(separator));
    },
  };
}

/** 'S$350 cashback (New customers), ends 2026-12-31'. */
function offerText(offer: unknown): string {
  if (offer === null || typeof offer !== 'object') return '';
  const { description, tag, expiresAt } = offer as Record<string, unknown>;
  const parts = [typeof description === 'string' ? description.trim() : ''];
  if (typeof tag === 'string' && tag.trim()) parts.push(`(${tag.trim()})`);
  const text = parts.filter(Boolean).join(' ');
  return typeof expiresAt === 'string' && text ? `${text}, ends ${expiresAt}` : text;
}

function offerFields(before: SavedDocument | null, after: SavedDocument | null): FieldReader[] {
  const count = (document: SavedDocument | null) => {
    const offers = document?.rewardOffer;
    return Array.isArray(offers) ? offers.length : 0;
  };
  return Array.from({ length: Math.max(count(before), count(after)) }, (_unused, index) => ({
    field: `rewardOffer.${index}`,
    label: offerLabel(index),
    read: (document: SavedDocument) => {
      const offers = document.rewardOffer;
      return Array.isArray(offers) ? textReading(offerText(offers[index])) : undefined;
    },
  }));
}

/** The welcome gift leads a card's changes: it is what changes most and matters first. */
const leadingTerms = ['welcomeValue'];

const termsOf = (document: SavedDocument | null) =>
  (document?.terms !== null && typeof document?.terms === 'object'
    ? document.terms
    : {}) as ListingTerms;

/** Whether the part of the terms that is a worked-out figure's own is the same before and after. */
function ownUnchanged(
  termField: TermField<ListingTerms>,
  before: SavedDocument | null,
  after: SavedDocument | null,
): boolean {
  if (!termField.own) return false;
  return (
    JSON.stringify(termField.own(termsOf(before))) === JSON.stringify(termField.own(termsOf(after)))
  );
}

function termFields(
  key: ListingKindKey,
  before: SavedDocument | null,
  after: SavedDocument | null,
): FieldReader[] {
  const labels = termChangeLabels[key];
  const fields = listingKindByKey(key).termFields.filter(
    (termField) => !ownUnchanged(termField, before, after),
  );
  const ordered = [
    ...fields.filter((termField) => leadingTerms.includes(termField.key)),
    ...fields.filter((termField) => !leadingTerms.includes(termField.key)),
  ];
  return ordered.map((termField) => ({
    field: `terms.${termField.key}`,
    label: labels[termField.key] ?? termField.key,
    read: (document) => {
      const terms = document.terms;
      if (terms === null || typeof terms !== 'object') return undefined;
      const value = termField.value(terms as ListingTerms);
      return value === undefined ? undefined : figureReading(value);
    },
  }));
}

/** A post's body is stored as draft-js JSON: read as its text, one line per paragraph. */
function bodyField(): FieldReader {
  return {
    field: 'body',
    label: postFieldLabels.body,
    read: (document) => {
      const json = document.richTextDescription;
      if (typeof json !== 'string') return undefined;
      try {
        const raw = JSON.parse(json) as { blocks?: Array<{ text?: unknown }> };
        return textReading((raw.blocks ?? []).map((block) => String(block.text ?? '')).join('\n'));
      } catch {
        return textReading(json);
      }
    },
  };
}

function postFields(): FieldReader[] {
  return [
    textField('title', postFieldLabels.title),
    textField('description', postFieldLabels.description),
    linesField('tags', postFieldLabels.tags, ', '),
    textField('author', postFieldLabels.author),
    bodyField(),
    textField('image', postFieldLabels.image),
  ];
}

function listingFields(
  key: ListingKindKey,
  before: SavedDocument | null,
  after: SavedDocument | null,
): FieldReader[] {
  const kind = listingKindByKey(key);
  return [
    textField('title', listingFieldLabels.title),
    textField('subtitle', listingFieldLabels.subtitle),
    textField('category', listingFieldLabels.category),
    ...termFields(key, before, after),
    textField('terms.source.verifiedAt', listingFieldLabels['terms.source.verifiedAt']),
    textField('terms.source.url', listingFieldLabels['terms.source.url']),
    ...offerFields(before, after),
    textField('tiers.tier1', listingFieldLabels['tiers.tier1']),
    textField('tiers.tier2', listingFieldLabels['tiers.tier2']),
    textField('tiers.tier3', listingFieldLabels['tiers.tier3']),
    ...kind.listFields.map((field) => linesField(field, listingFieldLabels[field])),
    textField('image', listingFieldLabels.image),
  ];
}

function isQuotable(reading: Reading): boolean {
  return reading.text.length <= QUOTED_LENGTH && !reading.text.includes('\n');
}

/** 'Welcome gift raised from S$200 to S$350', 'Offer 2 added', 'Subtitle changed'. */
function clause({ label, before, after }: Compared): string {
  if (!before)
    return after && isQuotable(after) ? `${label} added: ${after.text}` : `${label} added`;
  if (!after)
    return isQuotable(before) ? `${label} removed (was ${before.text})` : `${label} removed`;
  const [from, to] = [before.figure, after.figure];
  if (from && to && from.unit === to.unit && from.value !== to.value) {
    const verb = to.value > from.value ? 'raised' : 'cut';
    return `${label} ${verb} from ${before.text} to ${after.text}`;
  }
  if (isQuotable(before) && isQuotable(after)) {
    return `${label} changed from ${before.text} to ${after.text}`;
  }
  return `${label} changed`;
}

/** A clause inside a sentence starts in lower case, but for a name in capitals ('EIR'). */
function inSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The summary of a record's creation (or return from its history) or of its delete. */
export function lifecycleSummary(kind: ChangeKind, event: 'added' | 'removed'): string {
  if (event === 'added') return kind === 'post' ? 'Published' : 'Added to the catalogue';
  return kind === 'post' ? 'Deleted' : 'Removed from the catalogue';
}

function summaryOf(
  kind: ChangeKind,
  compared: readonly Compared[],
  isNew: boolean,
  isGone: boolean,
) {
  if (isNew) return lifecycleSummary(kind, 'added');
  if (isGone) return lifecycleSummary(kind, 'removed');
  if (compared.length === 0) return 'No visible change';
  const named = compared.slice(0, SUMMARY_CHANGES).map(clause);
  const rest = compared.length - named.length;
  if (rest > 0) named.push(`and ${rest} more ${rest === 1 ? 'change' : 'changes'}`);
  return named.map((text, index) => (index === 0 ? text : inSentence(text))).join('; ');
}

/**
 * What a save changed in a listing or a post, in words a visitor reads: each visible field that
 * differs from `before` to `after` (figures of the terms as the detail page shows them, offers,
 * texts, image), and a one-line summary ('Welcome gift raised from S$200 to S$350; monthly cap on
 * rewards cut from S$60 to S$30'). `before` is null for a creation, `after` null for a delete.
 * Bookkeeping (ids, times, slug, priority, image size) is not a visible change.
 */
export function describeChanges(
  kind: ChangeKind,
  before: SavedDocument | null,
  after: SavedDocument | null,
): DescribedChanges {
  const fields = kind === 'post' ? postFields() : listingFields(kind, before, after);
  const compared = fields
    .map((reader): Compared => ({
      field: reader.field,
      label: reader.label,
      before: before ? reader.read(before) : undefined,
      after: after ? reader.read(after) : undefined,
    }))
    .filter((field) => field.before?.key !== field.after?.key);
  return {
    changes: compared.map(({ field, label, before: from, after: to }) => ({
      field,
      label,
      before: from?.text ?? null,
      after: to?.text ?? null,
    })),
    summary: summaryOf(kind, compared, before === null, after === null),
  };
}
