/** The hosts whose players a post may embed: YouTube (also without cookies) and Vimeo. */
export const videoEmbedHosts: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
];

const videoHosts = new Set(videoEmbedHosts);

/** True for an https address on one of the video hosts; anything else is never framed. */
export function isAllowedVideoEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && videoHosts.has(url.hostname);
  } catch {
    return false;
  }
}
