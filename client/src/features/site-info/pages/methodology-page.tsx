import { DEFAULT_MILE_VALUE_CENTS, STALE_AFTER_DAYS, sdicScopeText } from '@sg-finance/contract';
import {
  merchantEvidenceRules,
  pointsConversionRule,
  purchaseMatchRules,
} from '@sg-finance/finance';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InfoPageLayout } from '../components/info-page-layout';

export function MethodologyPage() {
  return (
    <InfoPageLayout page="methodology">
      <h2 className="h4 mt-4">The order of the lists</h2>
      <p>
        A list opens in our recommended order: a priority our editors set for each product, then the
        newest first. You can sort instead by the newest, by name, or by a term of that kind of
        product (the highest interest, the lowest annual fee and so on), and narrow the list by
        provider and by your needs. A referral fee never changes a product&rsquo;s place.
      </p>
      <h2 className="h4 mt-4">How the card finder ranks cards</h2>
      <p>
        The <Link to={paths.cardFinder}>card finder</Link> takes what you spend a month in each
        category (dining, groceries, online shopping, travel, overseas spend in foreign currency and
        so on) and the reward you want (cashback, miles or either), and ranks every card that pays
        it by its value to you in S$ over the first year. That value is:
      </p>
      <ul>
        <li>
          the reward each category earns at the card&rsquo;s rate for it, never less than its base
          rate, up to the category&rsquo;s cap and the card&rsquo;s monthly cap, with spend above a
          cap earning the base rate;
        </li>
        <li>only the base rate in a month when your spend is below the card&rsquo;s minimum;</li>
        <li>
          less the annual fee, unless the card waives it for the first year, and less the foreign
          currency fee on your overseas spend;
        </li>
        <li>
          plus the welcome offer, when you ask for it to be counted and your spend reaches its
          minimum within the days it allows.
        </li>
      </ul>
      <p>
        Each card shows the lines behind its figure, so you can check the working. The finder also
        finds the two cards that pay the most together, each category going wholly to one of them.
        Comparing cards, each category&rsquo;s row shows the most a S$1 of it earns on the card with
        every spend condition met, as the finder pays it: the card&rsquo;s own rate for the
        category, its base rate or its top spend tier&rsquo;s rate, whichever is highest, and 0%
        where the card pays nothing on it.
      </p>
      <h2 className="h4 mt-4">Which card for a purchase</h2>
      <p>
        <Link to={paths.whichCard}>Which card for this purchase?</Link> ranks the credit cards you
        hold by what one purchase adds to each card&rsquo;s reward:
      </p>
      <ul>
        {purchaseMatchRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h2 className="h4 mt-4">A merchant&rsquo;s code</h2>
      <p>
        Each merchant&rsquo;s page (for one, <Link to={paths.merchant('starbucks')}>Starbucks</Link>
        ) shows the merchant category code its charges were reported with:
      </p>
      <ul>
        {merchantEvidenceRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h2 className="h4 mt-4">What a mile is worth</h2>
      <p>
        Cashback is counted as the S$ it pays. Miles are counted at what a mile is worth to you:{' '}
        {DEFAULT_MILE_VALUE_CENTS} cents unless you change it, a common value for redeeming
        Singapore miles on flights. Points are turned into miles at the card&rsquo;s own conversion
        rate; a points card whose conversion we do not know cannot be valued, and is listed apart
        rather than ranked.
      </p>
      <p>
        {pointsConversionRule} The <Link to={paths.pointsCurrencies}>points currencies</Link> page
        compares them, valued at your own mile.
      </p>
      <h2 className="h4 mt-4">The other calculators</h2>
      <ul>
        <li>
          <Link to={paths.savingsCalculator}>Savings</Link>: the interest a year in S$ on the
          balance you enter, the base rate on all of it and each bonus whose conditions (salary,
          card spend, bills, growth, an investment or insurance bought) you meet, on its tier of the
          balance and up to its cap, less any fee for falling below the minimum balance.
        </li>
        <li>
          <Link to={paths.depositCalculator}>Fixed deposits</Link>: simple interest over the tenure,
          paid at maturity: the amount × the rate a year for that tenure and the amount&rsquo;s band
          × the months ÷ 12, to the cent. A deposit that does not take your amount (under its
          minimum, over its maximum) or offers no rate for your tenure is listed apart with the
          reason. A fixed deposit&rsquo;s &lsquo;up to&rsquo; figure on the list is its highest rate
          a year, with its tenure.
        </li>
        <li>
          Deposit insurance: {sdicScopeText} Both the savings and the fixed deposit calculator warn
          when the amount you enter, held in one bank, is over it.
        </li>
        <li>
          <Link to={paths.loanCalculator}>Loans</Link>: the flat rate charged on the whole amount
          for the whole tenure, as Singapore banks quote it, in equal monthly instalments; the
          processing fee taken from what is paid out; and the effective interest rate (EIR) at which
          those instalments repay what you actually receive. A loan&rsquo;s &lsquo;from&rsquo; EIR
          on the loans list is the lowest EIR this calculator gives it over every amount (in whole
          S$) and tenure the loan allows, with the tenure, and the amount when more than the
          smallest, that give it: it can be lower than the EIR the bank advertises, which is for one
          amount and tenure.
        </li>
        <li>
          <Link to={paths.investmentCalculator}>Brokerage</Link>: the fees a year of the trades a
          month you enter on each market, each trade a number of shares at a price: the commission
          (by percent or per share, with its minimum, at the tier of the trade&rsquo;s size), the
          platform fee, the exchange&rsquo;s trading and clearing fees and GST where the broker
          charges it, converted to S$ at the exchange rates you give, plus the custody fee.
        </li>
        <li>
          <Link to={paths.insuranceCalculator}>Insurance</Link>: each plan&rsquo;s premium a year
          for your age (the smoker premium if you smoke and the plan asks) from its table of
          premiums by age band, scaled to the cover you want where the premium follows the cover,
          and what each S$1,000 of cover costs; plans that cannot quote you are listed apart with
          the reason.
        </li>
      </ul>
      <h2 className="h4 mt-4">Where the terms come from</h2>
      <p>
        Every product&rsquo;s terms carry their source, the provider&rsquo;s page they follow, and
        the day someone last checked them against it, which the product&rsquo;s page shows. Terms
        not checked for {STALE_AFTER_DAYS} days are marked as possibly out of date until they are
        checked again.
      </p>
      <p>
        Once a day we fetch each source page, from public addresses only and as robots.txt allows,
        and keep the text a reader sees. When that text changes, the product&rsquo;s page says
        &ldquo;Source page changed on&rdquo; that day, &ldquo;our team is checking&rdquo;, until
        someone has checked the terms against the page again. Each product&rsquo;s figures, with
        their source, the day they were checked and the page as we last fetched it, are open data at{' '}
        <code>/api/facts/&lt;kind&gt;/&lt;product&gt;.json</code>.
      </p>
      <h2 className="h4 mt-4">Demonstration figures</h2>
      <p className="mb-0">
        A new copy of the site starts with a demonstration catalogue of real Singapore products.
        Each fee, rate, cap and premium is the one its source states, with that source&rsquo;s own
        date, so an old source is marked as possibly out of date; every demonstration product says
        so on its page. Check the provider&rsquo;s page before applying.
      </p>
    </InfoPageLayout>
  );
}
