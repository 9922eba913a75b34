/** What `/which-card`'s service worker tells the page when it answered from its copy. */
export const offlineMessageType = 'which-card-offline-copy';

export interface OfflineCopyMessage {
  type: typeof offlineMessageType;
  /** When the network gave the copy (an HTTP date). */
  savedAt: string;
}

export const isOfflineCopyMessage = (data: unknown): data is OfflineCopyMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === offlineMessageType &&
  typeof (data as { savedAt?: unknown }).savedAt === 'string';
