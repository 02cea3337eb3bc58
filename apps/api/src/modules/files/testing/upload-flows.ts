import type { Json, TestServer } from '../../../testing/test-server';

const ENVELOPE = 'code message success fieldErrors { field message }';
export const FILE_FIELDS = 'id key model contentType size isPublic uploadedAt createdAt';
export const GENERATE_UPLOAD_LINK = `mutation Link($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { ${ENVELOPE} data { key protocol uploadUrl method headers { name value } maxBytes expiresAt } } }`;
export const UPLOAD_FILE = `mutation Upload($file: String, $model: UploadModel) { uploadFile(file: $file, model: $model) { ${ENVELOPE} data { ${FILE_FIELDS} } } }`;
export const MAKE_PUBLIC = `mutation Publish($input: [String!]) { makeFilesPublicAfterUpload(input: $input) { ${ENVELOPE} data { items { ${FILE_FIELDS} } } } }`;

/** PUTs bytes to an upload URL through the test server (its origin is the web's, so only path and query are used). */
export function putBytes(
  server: TestServer,
  uploadUrl: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const { pathname, search } = new URL(uploadUrl);
  return server.app.inject({
    method: 'PUT',
    url: pathname + search,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

/** Asks for an upload link and sends the bytes to it, as the web does. */
export async function uploadBytes(
  server: TestServer,
  token: string,
  model: string,
  bytes: Buffer,
  contentType?: string,
) {
  const res = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model } } });
  const link: Json = res.body.data!.generateUploadLink.data;
  const put = await putBytes(server, link.uploadUrl, bytes, contentType);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return { link, put };
}
