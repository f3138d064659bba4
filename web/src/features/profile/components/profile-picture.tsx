import { avatarImageSrc, avatarSrcSet } from '../../../lib/avatar-image.ts';

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
      <img
        className="profile-picture__image"
        src={avatarImageSrc(image, 425)}
        srcSet={avatarSrcSet(image)}
        sizes="(min-width: 900px) 400px, min(70vw, 360px)"
        width={400}
        height={400}
        alt={alt}
        decoding="async"
      />
    </div>
  );
}
