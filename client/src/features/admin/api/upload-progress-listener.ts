/** Told the share of a form sent so far, from 0 to 1, while it uploads. */
export type UploadProgressListener = (shareSent: number) => void;
