import { PROFILE_PICTURE_SIZES } from '../../../../../domain/profile-picture.ts';
import { avatarImageSrc, avatarSrcSet } from '../../../lib/avatar-image.ts';

// The server preloads the WebP srcset with these sizes from the page's shell (server/src/spa/share-tags.ts).
const SIZES = PROFILE_PICTURE_SIZES;

export interface ProfilePictureProps {
  /** `/render/<type>/<tokenId>.png` of the avatar shown as the profile picture. */
  image: string;
  alt: string;
}

/**
 * The profile picture, large: the browser picks the width it needs from every width the image service
 * draws (the spec's breakpoints), so a phone never downloads the 2560 px picture.
 */
export function ProfilePicture({ image, alt }: ProfilePictureProps) {
  return (
    <div className="profile-picture">
      {/* WebP where the browser takes it, PNG otherwise; the page's largest paint, so fetched first. */}
      <picture>
        <source type="image/webp" srcSet={avatarSrcSet(image, 'webp')} sizes={SIZES} />
        <img
          className="profile-picture__image"
          src={avatarImageSrc(image, 425)}
          srcSet={avatarSrcSet(image)}
          sizes={SIZES}
          width={400}
          height={400}
          alt={alt}
          fetchPriority="high"
        />
      </picture>
    </div>
  );
}
