import { listingModels } from '../models/listing.model.js';
import { PostModel } from '../models/post.model.js';
import { ProviderModel } from '../models/provider.model.js';
import { isStoredImageUrl } from './image-names.js';

/** A stored image's address inside the JSON text of a post's body. */
function inRichText(url: string): RegExp {
  return new RegExp(url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
}

/** True when any listing of any kind, any post (cover or body) or any provider's logo uses the image. */
export async function isImageReferenced(url: string): Promise<boolean> {
  for (const Model of listingModels) {
    if (await Model.exists({ image: url })) return true;
  }
  if (await PostModel.exists({ image: url })) return true;
  if (await ProviderModel.exists({ logo: url })) return true;
  return Boolean(await PostModel.exists({ richTextDescription: inRichText(url) }));
}

const uploadUrlInText = /\/uploads\/[0-9a-z-]+\.(?:jpg|png|webp|gif|avif)/g;

/** The addresses of every stored image some listing, post or provider uses. */
export async function referencedImages(): Promise<Set<string>> {
  const urls = new Set<string>();
  const imageLists: unknown[][] = await Promise.all([
    ...listingModels.map((Model) => Model.distinct('image').exec()),
    PostModel.distinct('image').exec(),
    ProviderModel.distinct('logo').exec(),
  ]);
  for (const image of imageLists.flat()) if (typeof image === 'string') urls.add(image);
  for await (const post of PostModel.find().select('richTextDescription').lean().cursor()) {
    for (const match of String(post.richTextDescription).matchAll(uploadUrlInText)) {
      urls.add(match[0]);
    }
  }
  return new Set([...urls].filter(isStoredImageUrl));
}
