import type { Picture } from '@jono/contract/api/picture';
import { assetUrl } from './asset-url';

/** A photo's `src` and `srcset` with each address made absolute against the API's host. */
export function photoSources(picture: Pick<Picture, 'src' | 'srcset'>) {
  return {
    src: assetUrl(picture.src),
    srcSet: picture.srcset
      .split(', ')
      .filter(Boolean)
      .map((entry) => {
        const [url = '', width = ''] = entry.split(' ');
        return `${assetUrl(url)} ${width}`;
      })
      .join(', '),
  };
}
