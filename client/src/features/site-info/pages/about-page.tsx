import { infoPage } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InfoPageLayout } from '../components/info-page-layout';

export function AboutPage() {
  return (
    <InfoPageLayout page="about">
      <h2 className="h4 mt-4">What the site does</h2>
      <p>
        SG Finance Rewards lists the welcome rewards and the terms of credit cards, brokerage
        accounts, insurance plans, savings accounts and personal loans offered in Singapore, side by
        side, so you can compare them before you apply. Its calculators (the card finder and the
        savings, loan, brokerage and insurance calculators) work out what each product pays you or
        costs you for the figures you enter, and the blog explains how to choose.
      </p>
      <h2 className="h4 mt-4">Who keeps it</h2>
      <p>
        The listings and posts are written by the site&rsquo;s editors, who read each
        provider&rsquo;s own pages. We are not a bank, an insurer or a licensed financial adviser:
        nothing here is advice for your own situation, and the provider&rsquo;s terms on the day you
        apply are the ones that count.
      </p>
      <h2 className="h4 mt-4">Keeping the figures honest</h2>
      <p>
        Every product&rsquo;s terms name the page they follow and the day they were last checked.{' '}
        <Link to={infoPage('methodology').path}>How we rank and calculate</Link> explains the
        calculators and what happens when terms go unchecked, and the{' '}
        <Link to={infoPage('advertising').path}>advertising disclosure</Link> how the site is paid.
      </p>
      <h2 className="h4 mt-4">Tell us</h2>
      <p className="mb-0">
        Seen a reward we do not list, or a figure that has changed?{' '}
        <Link to={paths.suggestRewards}>Suggest it</Link> and an editor will look at it.
      </p>
    </InfoPageLayout>
  );
}
