import { earnUnit, type CardTerms, type Unit } from '@sg-finance/contract';
import { memo } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { termFormLabel } from '../lib/term-form-labels';
import { formOptionLabel } from '../lib/term-form-labels';
import { affixesOf } from '../../../lib/listings/format-term';
import {
  choicesAt,
  rowsAt,
  termsDraftRow,
  type TermsDraft,
  type TermsDraftValue,
} from '../lib/terms-draft';
import { wholeTermsKey, type TermsErrors } from '../lib/terms-errors';
import { termsFormFieldsOf, type TermsFormField } from '../lib/terms-form-fields';

interface TermsFieldsProps {
  kind: KindUi;
  idPrefix: string;
  draft: TermsDraft;
  errors: TermsErrors;
  onChange: (draft: TermsDraft) => void;
}

interface Level {
  draft: TermsDraft;
  onChange: (draft: TermsDraft) => void;
  /** The form key of this level: '' at the top, `earn.row-7.` in a row. */
  keyPrefix: string;
}

/**
 * The Terms section of the listing form, built from the kind's terms schema: numbers with their
 * units, selects for fixed choices, groups, and repeatable rows with add and remove. Each
 * message is shown beside its field.
 */
export const TermsFields = memo(function TermsFields(props: TermsFieldsProps) {
  const { kind, idPrefix, draft, errors, onChange } = props;
  const rewardType = typeof draft.rewardType === 'string' ? draft.rewardType : '';

  const unitOf = (field: TermsFormField & { type: 'number' }): Unit | undefined =>
    kind.earnRateFields?.includes(field.path)
      ? earnUnit({ rewardType: rewardType || undefined } as CardTerms)
      : field.unit;

  const idOf = (key: string) => `${idPrefix}-terms-${key.replaceAll('.', '-')}`;

  const errorOf = (key: string, id: string) =>
    errors[key] && (
      <div className="invalid-feedback d-block" id={`${id}-error`}>
        {errors[key]}
      </div>
    );

  const renderField = (field: TermsFormField, level: Level) => {
    const key = `${level.keyPrefix}${field.name}`;
    const id = idOf(key);
    const label = termFormLabel(kind, field.path);
    const value = level.draft[field.name];
    const set = (next: TermsDraftValue) => level.onChange({ ...level.draft, [field.name]: next });
    const error = errors[key];

    if (field.type === 'number' || field.type === 'choice') {
      const text = typeof value === 'string' ? value : '';
      const describedBy: string[] = [];
      const unit = field.type === 'number' ? unitOf(field) : undefined;
      const { prefix, suffix } = unit ? affixesOf(unit) : {};
      if (prefix) describedBy.push(`${id}-prefix`);
      if (suffix) describedBy.push(`${id}-suffix`);
      if (error) describedBy.push(`${id}-error`);
      const common = {
        id,
        value: text,
        isInvalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      };
      return (
        <Col md={6} key={field.name}>
          <Form.Label htmlFor={id}>{label}</Form.Label>
          {field.type === 'choice' ? (
            <Form.Select {...common} onChange={(event) => set(event.target.value)}>
              <option value="">Not given</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {formOptionLabel(option)}
                </option>
              ))}
            </Form.Select>
          ) : (
            <InputGroup hasValidation>
              {prefix && <InputGroup.Text id={`${id}-prefix`}>{prefix}</InputGroup.Text>}
              <Form.Control
                {...common}
                type="number"
                inputMode="decimal"
                step="any"
                onChange={(event) => set(event.target.value)}
              />
              {suffix && <InputGroup.Text id={`${id}-suffix`}>{suffix}</InputGroup.Text>}
            </InputGroup>
          )}
          {errorOf(key, id)}
        </Col>
      );
    }

    if (field.type === 'text' || field.type === 'texts') {
      return (
        <Col md={6} key={field.name}>
          <Form.Label htmlFor={id}>{label}</Form.Label>
          <Form.Control
            id={id}
            type={field.type === 'text' ? field.input : 'text'}
            value={typeof value === 'string' ? value : ''}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.value)}
          />
          {errorOf(key, id)}
        </Col>
      );
    }

    if (field.type === 'yes') {
      return (
        <Col md={6} key={field.name} className="d-flex align-items-end">
          <Form.Check
            id={id}
            type="checkbox"
            label={label}
            checked={value === 'yes'}
            isInvalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.checked ? 'yes' : '')}
          />
          {errorOf(key, id)}
        </Col>
      );
    }

    if (field.type === 'choices') {
      const ticked = choicesAt(level.draft, field.name);
      return (
        <Col xs={12} key={field.name}>
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="h6">{label}</legend>
            {field.options.map((option) => (
              <Form.Check
                inline
                key={option}
                id={`${id}-${option}`}
                type="checkbox"
                label={formOptionLabel(option)}
                checked={ticked.includes(option)}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? field.options.filter(
                          (candidate) => candidate === option || ticked.includes(candidate),
                        )
                      : ticked.filter((candidate) => candidate !== option),
                  )
                }
              />
            ))}
            {errorOf(key, id)}
          </fieldset>
        </Col>
      );
    }

    if (field.type === 'group') {
      const group = typeof value === 'object' && !Array.isArray(value) ? value : {};
      return (
        <Col xs={12} key={field.name}>
          <fieldset
            className="border rounded p-3"
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <legend className="h6">{label}</legend>
            {errorOf(key, id)}
            {renderLevel(field.fields, { draft: group, onChange: set, keyPrefix: `${key}.` })}
          </fieldset>
        </Col>
      );
    }

    const rows = rowsAt(level.draft, field.name);
    const rowLabel = termFormLabel(kind, `${field.path}.row`);
    return (
      <Col xs={12} key={field.name}>
        <fieldset aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="h6">{label}</legend>
          {errorOf(key, id)}
          {rows.map((row, index) => (
            <fieldset className="border rounded p-3 mb-2" key={row.id}>
              <legend className="h6">
                {rowLabel} {index + 1}
              </legend>
              {renderLevel(field.fields, {
                draft: row.values,
                onChange: (values) =>
                  set(
                    rows.map((candidate) =>
                      candidate.id === row.id ? { ...row, values } : candidate,
                    ),
                  ),
                keyPrefix: `${key}.${row.id}.`,
              })}
              <Button
                className="mt-3"
                variant="outline-danger"
                size="sm"
                aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
                onClick={() => set(rows.filter((candidate) => candidate.id !== row.id))}
              >
                Remove
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outline-primary"
            size="sm"
            onClick={() => set([...rows, termsDraftRow(field.fields)])}
          >
            Add {rowLabel.toLowerCase()}
          </Button>
        </fieldset>
      </Col>
    );
  };

  const renderLevel = (fields: readonly TermsFormField[], level: Level) => (
    <Row className="g-3">{fields.map((field) => renderField(field, level))}</Row>
  );

  return (
    <fieldset className="mb-4 terms-fields">
      <legend className="h5">Terms</legend>
      <p className="small text-body-secondary">
        Leave a figure empty when the product does not state it.
      </p>
      {errors[wholeTermsKey] && (
        <div className="invalid-feedback d-block mb-2">{errors[wholeTermsKey]}</div>
      )}
      {renderLevel(termsFormFieldsOf(kind), { draft, onChange, keyPrefix: '' })}
    </fieldset>
  );
});
