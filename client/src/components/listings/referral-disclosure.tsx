export const referralDisclosureText =
  'We may earn a referral fee when you apply through links on this page. It does not change what you pay or the order of our listings.';

/** Tells visitors that apply links may pay the site, wherever such links are shown. */
export function ReferralDisclosure({ className = '' }: { className?: string }) {
  return (
    <p className={`small text-body-secondary referral-disclosure ${className}`}>
      {referralDisclosureText}
    </p>
  );
}
