import { z } from 'zod';
import { emptyAsUndefined } from './env-values.js';

/** The other sites the built pages load from, as the Content-Security-Policy must allow them. */
export interface PageSources {
  /** Google Analytics 4 is configured (`VITE_GA_MEASUREMENT_ID`): its script, beacons and pixels. */
  analytics: boolean;
  /** The API's origin when the client calls another host (`VITE_API_BASE_URL`). */
  apiOrigin: string | undefined;
  /** The origin of the external suggestion form (`VITE_SUGGEST_REWARDS_FORM_URL`). */
  formOrigin: string | undefined;
  /** Origins whose images a listing or a post may show by address (`IMAGE_ORIGINS`). */
  imageOrigins: string[];
}

/** The origin of an absolute http(s) address; undefined for a relative one (the site's own). */
function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function isHttpsOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.origin === text.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

/**
 * The settings that open the policy to another site. The client reads the `VITE_*` ones when it is
 * built; the server reads the same `.env`, so the policy matches the pages it serves.
 */
export const pageSourcesShape = {
  VITE_GA_MEASUREMENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().optional()),
  VITE_API_BASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  VITE_SUGGEST_REWARDS_FORM_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  IMAGE_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .refine((origins) => origins.every(isHttpsOrigin), {
        message: 'must be comma-separated https origins, such as https://images.example.com',
      })
      .transform((origins) => origins.map((origin) => new URL(origin).origin))
      .default([]),
  ),
};

type PageSourcesEnv = z.output<z.ZodObject<typeof pageSourcesShape>>;

export function pageSourcesOf(env: PageSourcesEnv): PageSources {
  return {
    analytics: Boolean(env.VITE_GA_MEASUREMENT_ID),
    apiOrigin: originOf(env.VITE_API_BASE_URL),
    formOrigin: originOf(env.VITE_SUGGEST_REWARDS_FORM_URL),
    imageOrigins: env.IMAGE_ORIGINS,
  };
}
