import {
  listingKinds,
  type ListingKind,
  type ListingKindKey,
  type RewardOffer,
  type WelcomeOffer,
} from '@sg-finance/contract';
import {
  welcomeEligibility,
  welcomeNouns,
  welcomePerson,
  welcomeRelationships,
  type RelationshipSources,
  type WelcomePerson,
} from '@sg-finance/finance';
import type { Types } from 'mongoose';
import type { ApplicationRecord } from '../models/application.model.js';
import { listingModel } from '../models/listing.model.js';
import type { WalletRecord } from '../models/wallet.model.js';

/** One line of the digest: a product and what it says of it. */
export interface ProductLine {
  kind: ListingKindKey;
  title: string;
  slug: string;
  line: string;
}

/** A listed product as the digest reads it. */
export interface ListedProduct {
  _id: Types.ObjectId;
  title: string;
  slug: string;
  priority: number;
  rewardOffer?: RewardOffer[];
}

/** A product with what its welcome offer's rules read: provider and terms. */
interface RelatedProduct extends ListedProduct {
  category: string;
  terms?: {
    welcome?: WelcomeOffer;
    minIncome?: number;
    minIncomeForeigner?: number;
    minAge?: number;
  };
}

export const productKey = (kind: string, id: unknown) => `${kind}:${String(id)}`;

/** The product's offers that have not ended by `today`. */
export function currentOffers(product: ListedProduct, today: string): RewardOffer[] {
  return (product.rewardOffer ?? []).filter(
    (offer) => !offer.expiresAt || offer.expiresAt >= today,
  );
}

/** What the user has, had and applied for, and who they are, for the welcome offers' rules. */
interface Customer {
  person: WelcomePerson;
  sources: RelationshipSources;
  /** Products held or applied for (`productKey`): their offers are not suggested. */
  excluded: ReadonlySet<string>;
}

type OwnApplication = Pick<ApplicationRecord, 'kind' | 'productId' | 'appliedOn' | 'approvedOn'>;

function customerOf(wallet: WalletRecord | null, applications: readonly OwnApplication[]) {
  const held = wallet?.products ?? [];
  return {
    person: wallet ? welcomePerson(wallet) : {},
    sources: {
      held: held.map((product) => ({ id: String(product.id) })),
      closed: (wallet?.closedProducts ?? []).map((product) => ({
        id: String(product.id),
        closedOn: product.closedOn,
      })),
      applications: applications.map((application) => ({
        productId: String(application.productId),
        appliedOn: application.appliedOn,
        approvedOn: application.approvedOn,
      })),
    },
    excluded: new Set([
      ...held.map((product) => productKey(product.kind, product.id)),
      ...applications.map((application) => productKey(application.kind, application.productId)),
    ]),
  } satisfies Customer;
}

/**
 * The offers of one kind the customer could still get on `today`: a current offer of a product
 * they neither hold nor applied for, whose welcome offer's terms (when it has them) would be
 * theirs by `welcomeEligibility`, as on the product pages.
 */
async function kindOffersCouldGet(
  kind: ListingKind,
  customer: Customer,
  today: string,
): Promise<ProductLine[]> {
  const products = await listingModel(kind)
    .find()
    .select('title slug priority rewardOffer category terms')
    .sort({ priority: -1, title: 1 })
    .lean<RelatedProduct[]>();
  const listings = products.map((product) => ({ ...product, _id: String(product._id) }));
  const relationships = welcomeRelationships(customer.sources, listings);
  const names = new Map(products.map((product) => [product.slug, product.title]));
  const noun = welcomeNouns[kind.key];
  return products.flatMap((product) => {
    const offer = currentOffers(product, today)[0];
    if (!offer || customer.excluded.has(productKey(kind.key, product._id))) return [];
    const welcome = product.terms?.welcome;
    if (welcome && noun) {
      const { eligible } = welcomeEligibility({
        offer: welcome,
        terms: product.terms,
        listing: {
          provider: product.category,
          slug: product.slug,
          noun,
          expiresAt: offer.expiresAt,
        },
        person: customer.person,
        relationships,
        today,
        productName: (slug) => names.get(slug),
      });
      if (!eligible) return [];
    }
    return [{ kind: kind.key, title: product.title, slug: product.slug, line: offer.description }];
  });
}

/**
 * The first `limit` offers, kind by kind and by priority, that the owner of the wallet and the
 * applications could still get on `today`.
 */
export async function offersCouldGet(
  wallet: WalletRecord | null,
  applications: readonly OwnApplication[],
  today: string,
  limit: number,
): Promise<ProductLine[]> {
  const customer = customerOf(wallet, applications);
  const lines: ProductLine[] = [];
  for (const kind of listingKinds) {
    if (lines.length >= limit) break;
    lines.push(...(await kindOffersCouldGet(kind, customer, today)));
  }
  return lines.slice(0, limit);
}
