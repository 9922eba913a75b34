import { useLayoutEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { listingDetailPath, type Listing } from '@sg-finance/contract';
import { FiguresWarning } from '../components/figures-warning';
import { ListingForm } from '../components/listing-form';
import { EditedRecordStatus } from '../components/edited-record-status';
import { SaveStatus } from '../components/save-status';
import { useEditedRecord } from '../components/use-edited-record';
import { useUploadProgress } from '../components/use-upload-progress';
import type { EditorMode } from '../lib/editor-mode';
import { emptyListingValues, listingToFormValues } from '../lib/listing-form-values';
import { buildListingFormData } from '../lib/listing-payload';
import {
  createResultCleared,
  selectCreateState,
  selectUpdateState,
  updateResultCleared,
} from '../store/admin-slice';
import { createListing, updateListing } from '../store/admin-thunks';
import { editedListingLoad } from '../store/edited-record-loads';
import { selectLoadedListing } from '../store/loaded-items';

interface ListingEditorPageProps {
  kind: KindUi;
  mode: EditorMode;
}

const texts = {
  create: { heading: 'Create', button: 'Finish', success: 'Record created successfully.' },
  update: { heading: 'Edit', button: 'Update', success: 'Record updated successfully.' },
} as const;

/**
 * `/new-card`, `/update-creditcard?id=...`, ...: the listing form of one kind, empty or prefilled
 * with the listing the address names.
 */
export function ListingEditorPage({ kind, mode }: ListingEditorPageProps) {
  const text = texts[mode];
  return (
    <Container className="py-4 admin-page">
      <h1 className="mb-4">
        {text.heading} {kind.headingNoun}
      </h1>
      {mode === 'create' ? (
        <ListingEditorForm kind={kind} mode={mode} editing={null} />
      ) : (
        <ListingUpdate kind={kind} />
      )}
    </Container>
  );
}

function ListingUpdate({ kind }: { kind: KindUi }) {
  const loaded = useAppSelector((state) => selectLoadedListing(state, kind));
  const edited = useEditedRecord(loaded, editedListingLoad, (id) => ({ kind: kind.key, id }));
  if (edited.status !== 'ready') {
    return (
      <EditedRecordStatus
        state={edited}
        noun={kind.headingNoun}
        listLabel={kind.navLabel}
        listPath={kind.pageRoute}
      />
    );
  }
  return <ListingEditorForm kind={kind} mode="update" editing={edited.record} />;
}

interface ListingEditorFormProps extends ListingEditorPageProps {
  editing: Listing | null;
}

function ListingEditorForm({ kind, mode, editing }: ListingEditorFormProps) {
  const dispatch = useAppDispatch();
  const saveState = useAppSelector(mode === 'create' ? selectCreateState : selectUpdateState);
  // A create that succeeds starts a fresh, empty form: a second click cannot create it again.
  const [form, setForm] = useState(() => ({
    key: 0,
    values: editing ? listingToFormValues(kind, editing) : emptyListingValues(kind),
  }));
  const saved = saveState.result as Listing | null;
  const progress = useUploadProgress();
  const text = texts[mode];

  // Before the first paint, so the result of an earlier visit never flashes.
  useLayoutEffect(() => {
    dispatch(mode === 'create' ? createResultCleared() : updateResultCleared());
  }, [dispatch, mode]);

  return (
    <ListingForm
      key={form.key}
      kind={kind}
      initialValues={form.values}
      currentImage={editing?.image}
      submitLabel={text.button}
      submitting={saveState.loading}
      serverError={saveState.error}
      status={
        <>
          <SaveStatus
            state={saveState}
            shareSent={progress.shareSent}
            successText={text.success}
            linkText="Go to main page."
            linkTo={kind.pageRoute}
            recordLink={
              mode === 'create' && saved
                ? { text: `View the new ${kind.noun}`, to: listingDetailPath(kind, saved) }
                : null
            }
          />
          {saved && !saveState.loading && <FiguresWarning kind={kind} saved={saved} />}
        </>
      }
      onSubmit={(values, image) => {
        const body = buildListingFormData(kind, values, image, editing?._id);
        progress.reset();
        const submission = { kind, body, onUploadProgress: progress.onUploadProgress };
        if (mode === 'update') {
          void dispatch(updateListing(submission));
          return;
        }
        void dispatch(createListing(submission))
          .unwrap()
          .then(
            () =>
              setForm((current) => ({ key: current.key + 1, values: emptyListingValues(kind) })),
            () => undefined,
          );
      }}
    />
  );
}
