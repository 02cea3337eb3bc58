// The files module: docs/product/api.md (Files) operations; bytes travel outside GraphQL (decision 0015).
import './file-operations';
