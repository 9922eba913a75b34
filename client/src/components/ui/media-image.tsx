import { mediaUrl } from '../../lib/media-url';

interface MediaImageProps {
  image: string | undefined;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing shifts. */
  width: number;
  height: number;
  className?: string;
}

/** A stored image at a fixed aspect ratio, or a neutral placeholder when there is none. */
export function MediaImage({ image, alt, width, height, className = '' }: MediaImageProps) {
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
      width={width}
      height={height}
      style={style}
      loading="lazy"
      decoding="async"
    />
  );
}
