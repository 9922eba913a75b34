import { mediaUrl } from '../../lib/media-url';

interface MediaImageProps {
  image: string | undefined;
  alt: string;
  /** The frame's size: its ratio reserves the box before the image loads, so nothing shifts. */
  width: number;
  height: number;
  /** The picture's own size as the server recorded it at upload, given to the browser when known. */
  recorded?: { imageWidth?: number | undefined; imageHeight?: number | undefined };
  className?: string;
  /**
   * The page's largest image, shown at the top: fetched at once and ahead of other images, as it
   * decides when the page looks loaded. Images further down load lazily as they come near.
   */
  priority?: boolean;
}

// React 18 does not know the `fetchPriority` prop: it passes the lowercase attribute through as is.
const priorityHint = { fetchpriority: 'high' };
const lazyLoading = { loading: 'lazy' } as const;

/** A stored image at a fixed aspect ratio, or a neutral placeholder when there is none. */
export function MediaImage({
  image,
  alt,
  width,
  height,
  className = '',
  priority = false,
  recorded,
}: MediaImageProps) {
  const src = mediaUrl(image);
  const style = { aspectRatio: `${width} / ${height}` };
  if (!src) {
    return (
      <div
        className={`media-image media-image--empty ${className}`}
        style={style}
        role="img"
        aria-label={alt}
      />
    );
  }
  return (
    <img
      className={`media-image ${className}`}
      src={src}
      alt={alt}
      width={recorded?.imageWidth ?? width}
      height={recorded?.imageHeight ?? height}
      style={style}
      {...(priority ? priorityHint : lazyLoading)}
      decoding="async"
    />
  );
}
