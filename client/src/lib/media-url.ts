import { clientConfig } from '../config/env';

/**
 * The address of a stored image: uploads are paths on the API host, while an administrator may
 * also give an absolute http(s) URL. Anything else yields an empty string (no image).
 */
export function mediaUrl(image: string | undefined): string {
  const value = image?.trim() ?? '';
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) {
    return `${clientConfig.apiBaseUrl.replace(/\/+$/, '')}${value}`;
  }
  return '';
}
