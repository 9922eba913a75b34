import type { StoredWallet } from '@sg-finance/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-client';
import { getMyProfile } from '../api/my-profile';
import { useSignedIn } from '../../auth';

interface UseMyProfileButtonProps {
  /** The calculator's fields, by the names of its address, from the saved profile. */
  fieldsOf(profile: StoredWallet): Record<string, string>;
  onFill(fields: Record<string, string>): void;
}

/** 'Use my profile': fills the calculator from the signed-in user's wallet; nothing for visitors. */
export function UseMyProfileButton({ fieldsOf, onFill }: UseMyProfileButtonProps) {
  const signedIn = useSignedIn();
  const [note, setNote] = useState<React.ReactNode>(null);
  const [loading, setLoading] = useState(false);
  if (!signedIn) return null;

  const fill = async () => {
    setLoading(true);
    try {
      const profile = await getMyProfile();
      if (profile) {
        onFill(fieldsOf(profile));
        setNote(null);
      } else {
        setNote(
          <>
            No profile saved yet: <Link to={paths.wallet}>fill in My wallet</Link>.
          </>,
        );
      }
    } catch (error) {
      setNote(describeApiError(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="mb-3">
      <Button variant="outline-primary" size="sm" onClick={fill} disabled={loading}>
        Use my profile
      </Button>
      {note && (
        <div className="small mt-1" role="status">
          {note}
        </div>
      )}
    </div>
  );
}
