import {
  spendCategories,
  spendCategoryWords,
  type Merchant,
  type MerchantInput,
  type SpendCategory,
} from '@sg-finance/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describeApiError } from '../../../lib/api-client';

interface MerchantFormProps {
  editing: Merchant | undefined;
  onSave(fields: MerchantInput): Promise<void>;
  onCancel(): void;
}

/** Adds a merchant, or edits the one chosen: its name, other names, category and a note. */
export function MerchantForm({ editing, onSave, onCancel }: MerchantFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [aliases, setAliases] = useState(editing?.aliases.join(', ') ?? '');
  const [category, setCategory] = useState<SpendCategory>(editing?.category ?? 'other');
  const [excludedNote, setExcludedNote] = useState(editing?.excludedNote ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({
        name,
        aliases: aliases
          .split(',')
          .map((alias) => alias.trim())
          .filter((alias) => alias !== ''),
        category,
        excludedNote,
      });
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} className="border rounded p-3 mb-4" noValidate>
      <h2 className="h5">{editing ? `Edit “${editing.name}”` : 'Add a merchant'}</h2>
      <div className="row g-2">
        <Form.Group className="col-sm-6" controlId="merchant-name">
          <Form.Label className="mb-1">Name</Form.Label>
          <Form.Control size="sm" value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="merchant-category">
          <Form.Label className="mb-1">Category</Form.Label>
          <Form.Select
            size="sm"
            value={category}
            onChange={(event) => setCategory(event.target.value as SpendCategory)}
          >
            {spendCategories.map((each) => (
              <option key={each} value={each}>
                {spendCategoryWords[each]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12" controlId="merchant-aliases">
          <Form.Label className="mb-1">Other names, separated by commas</Form.Label>
          <Form.Control
            size="sm"
            value={aliases}
            onChange={(event) => setAliases(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-12" controlId="merchant-note">
          <Form.Label className="mb-1">Note on excluded categories</Form.Label>
          <Form.Control
            size="sm"
            value={excludedNote}
            onChange={(event) => setExcludedNote(event.target.value)}
          />
        </Form.Group>
      </div>
      {error && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      )}
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" size="sm" disabled={saving}>
          {editing ? 'Save merchant' : 'Add merchant'}
        </Button>
        {editing && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
