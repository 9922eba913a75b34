import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { slugify } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { listingFormLabels, sectionFormLabel } from '../lib/form-labels';
import {
  checkListing,
  serverListingErrors,
  withoutFields,
  type ListingErrors,
} from '../lib/listing-errors';
import type { ListingFormValues } from '../lib/listing-form-values';
import type { TermsDraft } from '../lib/terms-draft';
import { checkTerms, serverTermsErrors, type TermsErrors } from '../lib/terms-errors';
import { ImageUploadField } from './image-upload-field';
import { RewardOffersFields } from './reward-offers-fields';
import { TermsFields } from './terms-fields';
import { TextListFields } from './text-list-fields';
import { CommercialTieFields } from './commercial-tie-fields';
import { FieldError, fieldErrorId } from './field-error';
import { useProviderNames } from '../../providers';
import { SubmitButton } from './submit-button';

type TextField = 'title' | 'slug' | 'priority' | 'subtitle' | 'tier1' | 'tier2' | 'tier3';

interface ListingFormProps {
  kind: KindUi;
  initialValues: ListingFormValues;
  /** The stored image of the listing being edited. */
  currentImage?: string;
  submitLabel: string;
  submitting: boolean;
  /** The outcome of the last submit, shown just above the button. */
  status?: ReactNode;
  /** The server's refusal of the last submit; one naming a field is also shown beside it. */
  serverError?: string | null;
  onSubmit: (values: ListingFormValues, image: File | null) => void;
}

/**
 * The one form of the five listing kinds, in the field order of the specification. A submit checks
 * every field with the contract's schemas first: each problem is shown beside its field and the
 * first wrong field gets the focus. The slug follows the title until the administrator edits it.
 */
export function ListingForm(props: ListingFormProps) {
  const { kind, initialValues, currentImage, submitLabel, submitting, status, onSubmit } = props;
  const [values, setValues] = useState(initialValues);
  const providers = useProviderNames();
  // The stored category stays choosable while the providers load.
  const categories =
    values.category === '' || providers.names.includes(values.category)
      ? providers.names
      : [values.category, ...providers.names];
  const [image, setImage] = useState<File | null>(null);
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const [ownErrors, setOwnErrors] = useState<ListingErrors>({});
  const [slugEdited, setSlugEdited] = useState(initialValues.slug !== '');
  const [checkCount, setCheckCount] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const refused = Object.keys(termsErrors).length > 0 || Object.keys(ownErrors).length > 0;
  const shownTermsErrors = useMemo(
    () => (refused ? termsErrors : serverTermsErrors(kind, values.terms, props.serverError)),
    [refused, termsErrors, kind, values.terms, props.serverError],
  );
  const shownErrors = refused ? ownErrors : serverListingErrors(values, props.serverError);
  const changeTerms = useCallback(
    (terms: TermsDraft) => setValues((current) => ({ ...current, terms })),
    [],
  );

  // After a refused submit, the first field to correct gets the focus.
  useEffect(() => {
    if (checkCount === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checkCount]);
  const idPrefix = `${kind.key}-form`;
  // A changed field's message goes; the others stay until the next submit.
  const update = (changes: Partial<ListingFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setOwnErrors((current) => withoutFields(current, Object.keys(changes)));
  };
  const changeTitle = (title: string) =>
    update(slugEdited ? { title } : { title, slug: slugify(title) });
  const changeSlug = (slug: string) => {
    // Emptied, the slug follows the title again.
    setSlugEdited(slug !== '');
    update({ slug });
  };
  const errorProps = (key: string) => {
    const error = shownErrors[key];
    return error
      ? { isInvalid: true, 'aria-invalid': true, 'aria-describedby': fieldErrorId(idPrefix, key) }
      : {};
  };

  const textField = (field: TextField, label: string, type = 'text') => (
    <Form.Group className="mb-3" controlId={`${idPrefix}-${field}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={values[field]}
        onChange={(event) => {
          const { value } = event.target;
          if (field === 'title') changeTitle(value);
          else if (field === 'slug') changeSlug(value);
          else update({ [field]: value });
        }}
        {...errorProps(field)}
      />
      <FieldError idPrefix={idPrefix} field={field} message={shownErrors[field]} />
    </Form.Group>
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const own = checkListing(values);
    const terms = checkTerms(kind, values.terms);
    setOwnErrors(own);
    setTermsErrors(terms);
    if (Object.keys(own).length > 0 || Object.keys(terms).length > 0) {
      setCheckCount((count) => count + 1);
      return;
    }
    onSubmit(values, image);
  };

  return (
    <Form noValidate onSubmit={submit} className="admin-form" ref={formRef}>
      <ImageUploadField
        id={`${idPrefix}-image`}
        currentImage={currentImage}
        onFileChange={setImage}
      />
      {textField('title', listingFormLabels.title)}
      {textField('slug', listingFormLabels.slug)}
      {textField('priority', listingFormLabels.priority, 'number')}
      {textField('subtitle', listingFormLabels.subtitle)}
      <Form.Group className="mb-3" controlId={`${idPrefix}-category`}>
        <Form.Label>{listingFormLabels.category}</Form.Label>
        <Form.Select
          value={values.category}
          onChange={(event) => update({ category: event.target.value })}
          {...errorProps('category')}
        >
          <option value="">Choose a provider</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Form.Select>
        <FieldError idPrefix={idPrefix} field="category" message={shownErrors.category} />
        {providers.error && (
          <Form.Text className="text-danger">
            The providers could not be loaded: {providers.error}
          </Form.Text>
        )}
      </Form.Group>
      <Row xs={1} md={3}>
        <Col>{textField('tier1', listingFormLabels.tier1)}</Col>
        <Col>{textField('tier2', listingFormLabels.tier2)}</Col>
        <Col>{textField('tier3', listingFormLabels.tier3)}</Col>
      </Row>
      <RewardOffersFields
        offers={values.rewardOffers}
        idPrefix={idPrefix}
        errors={shownErrors}
        onChange={(rewardOffers) => update({ rewardOffers })}
      />
      {kind.sections.map((section) => (
        <TextListFields
          key={section.field}
          label={sectionFormLabel(section)}
          rows={values.lists[section.field] ?? []}
          onChange={(rows) => update({ lists: { ...values.lists, [section.field]: rows } })}
        />
      ))}
      <TermsFields
        kind={kind}
        idPrefix={idPrefix}
        draft={values.terms}
        errors={shownTermsErrors}
        onChange={changeTerms}
      />
      <CommercialTieFields
        idPrefix={idPrefix}
        kind={values.tieKind}
        disclosure={values.tieDisclosure}
        errors={shownErrors}
        onChange={(tie) => update(tie)}
      />
      {refused && (
        <Alert variant="danger">
          Some fields need correcting: each message is beside its field.
        </Alert>
      )}
      {status}
      <SubmitButton label={submitLabel} sending={submitting} />
    </Form>
  );
}
