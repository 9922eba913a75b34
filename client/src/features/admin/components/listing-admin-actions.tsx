import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { listingSlices } from '../../listings';
import type { Listing } from '@sg-finance/contract';
import { deleteListing } from '../store/admin-thunks';
import { editAddress } from '../lib/edit-address';
import { historyAddress } from '../lib/history-record';
import { AdminActionsBar } from './admin-actions-bar';
import { useDeleteOutcome } from './use-delete-outcome';
import { useAdminToolsShown } from '../../auth';

interface ListingAdminActionsProps {
  kind: KindUi;
  listing: Listing;
}

/** Edit, History and Delete on a listing's detail page, for administrators only. */
export function ListingAdminActions({ kind, listing }: ListingAdminActionsProps) {
  const dispatch = useAppDispatch();
  const shown = useAdminToolsShown();
  // The deleted listing must not stay loaded: its edit page would offer to edit it.
  const forgetListing = useCallback(
    () => dispatch(listingSlices[kind.key].actions.cleared()),
    [dispatch, kind.key],
  );
  const deleteState = useDeleteOutcome(kind.pageRoute, forgetListing);

  if (!shown) return null;
  return (
    <AdminActionsBar
      noun={kind.noun}
      title={listing.title}
      editPath={editAddress(kind.updateRoute, listing._id)}
      historyPath={historyAddress(kind.key, listing._id)}
      deleteState={deleteState}
      failureText="Error deleting record"
      redirectText={kind.deleteRedirectText}
      onDelete={() => void dispatch(deleteListing({ kind, id: listing._id }))}
    />
  );
}
