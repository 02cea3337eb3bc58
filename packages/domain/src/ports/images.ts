/** A part of an image in fractions of its width and height (0–1), as the studio's cropper chose it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Thrown by an ImageEditor when the bytes are not an image it can read. */
export class ImageEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageEditError';
  }
}

/** Edits images on the server (sharp): what the studio's cropper asks for. */
export interface ImageEditor {
  /** The area cut out of the image (turned upright first), at most `maxWidth` wide, as WebP. */
  crop(bytes: Uint8Array, area: CropArea, maxWidth: number): Promise<{ bytes: Uint8Array; contentType: 'image/webp' }>;
}
