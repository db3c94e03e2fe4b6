import sharp from 'sharp';

export const formBoundary = '----jono-test-boundary';

export interface FormFile {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body, as a browser's FormData sends it; several files are allowed. */
export function formData(fields: Record<string, string>, ...files: FormFile[]) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${formBoundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${formBoundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${formBoundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${formBoundary}` },
  };
}

/** A plain-coloured picture; one colour compresses so well that huge sizes stay small files. */
export const photo = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    [format]()
    .toBuffer();
