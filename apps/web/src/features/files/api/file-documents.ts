import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The signed-link upload flow's two steps (decision 0015), shared by every feature that uploads. */
export const GenerateUploadLinkMutation = graphql(
  `
  mutation generateUploadLink($input: GenerateUploadLinkInput!) {
    generateUploadLink(input: $input) {
      ...EnvelopeFields
      data {
        key
        protocol
        uploadUrl
        method
        headers {
          name
          value
        }
        expiresAt
      }
    }
  }
`,
  [EnvelopeFields],
);

export const UploadFileMutation = graphql(
  `
  mutation uploadFile($file: String!, $model: UploadModel!) {
    uploadFile(file: $file, model: $model) {
      ...EnvelopeFields
      data {
        key
        contentType
      }
    }
  }
`,
  [EnvelopeFields],
);

/** Publishes checked uploads so /media and /img serve them (course material, decision 0015). */
export const MakeFilesPublicMutation = graphql(
  `
  mutation makeFilesPublicAfterUpload($keys: [String!]) {
    makeFilesPublicAfterUpload(input: $keys) {
      ...EnvelopeFields
      data {
        items {
          key
        }
      }
    }
  }
`,
  [EnvelopeFields],
);

/** The studio's cropper (decision 0074): the part of a published image to keep, cut out on the server. */
export const CropStudioImageMutation = graphql(
  `
  mutation cropStudioImage($input: CropStudioImageInput!) {
    cropStudioImage(input: $input) {
      ...EnvelopeFields
      data {
        key
      }
    }
  }
`,
  [EnvelopeFields],
);
