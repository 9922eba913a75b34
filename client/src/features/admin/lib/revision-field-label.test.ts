import { revisionFieldLabel } from './revision-field-label';

describe('revisionFieldLabel', () => {
  it.each([
    ['terms.welcome.value', 'Welcome gift › Gift value'],
    ['terms.welcome.newToBankOnly', 'Welcome gift › New-to-bank customers only'],
    ['terms.monthlyCap.amount', 'Monthly cap › Cap amount'],
    ['terms.earn.1.rate', 'Earn rate 2 › Rate'],
    ['terms.earn.0.cap.amount', 'Earn rate 1 › Cap of this category › Cap amount'],
    ['terms.notCountedCategories.2', 'Not counted toward the minimum spend 3'],
    ['terms.source.verifiedAt', 'Source of these terms › Checked on'],
    ['title', 'Title'],
    ['slug', 'Slug Url'],
    ['category', 'Category'],
    ['tiers.tier2', 'Tier 2'],
    ['rewardOffer.0.tag', 'Reward offer 1 › Tag Name'],
    ['rewardOffer.1.expiresAt', 'Reward offer 2 › Expires On'],
    ['keyFeatures.2', 'Key Features 3'],
  ])('names the card field %s as the form does: %s', (path, label) => {
    expect(revisionFieldLabel('card', path)).toBe(label);
  });

  it("names a kind's own lists and terms by that kind's form", () => {
    expect(revisionFieldLabel('loan', 'repaymentSummary.0')).toBe('Repayment Summary 1');
    expect(revisionFieldLabel('saving', 'terms.bonus.0.alsoRequires.1.threshold')).toBe(
      'Bonus 1 › Extra condition 2 › At least',
    );
  });

  it("names a post's fields by the post form", () => {
    expect(revisionFieldLabel('post', 'description')).toBe('Short Description');
    expect(revisionFieldLabel('post', 'body')).toBe('Content');
    expect(revisionFieldLabel('post', 'tags.1')).toBe('Tags 2');
  });

  it('keeps the stored path of a field no form shows', () => {
    expect(revisionFieldLabel('card', 'terms.retiredTerm')).toBe('terms.retiredTerm');
    expect(revisionFieldLabel('card', 'rewardOffer.0.colour')).toBe('rewardOffer.0.colour');
    expect(revisionFieldLabel('post', 'contentImages.0')).toBe('contentImages.0');
  });
});
