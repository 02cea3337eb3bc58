import { graphql } from '@/shared/graphql/graphql';

/** The signed-link upload flow's two steps (decision 0015), shared by every feature that uploads. */
export const GenerateUploadLinkMutation = graphql(`
  mutation generateUploadLink($input: GenerateUploadLinkInput!) {
    generateUploadLink(input: $input) {
      code
      message
      success
      data {
        key
        uploadUrl
        method
        headers {
          name
          value
        }
      }
    }
  }
`);

export const UploadFileMutation = graphql(`
  mutation uploadFile($file: String!, $model: UploadModel!) {
    uploadFile(file: $file, model: $model) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
      data {
        key
        contentType
      }
    }
  }
`);
