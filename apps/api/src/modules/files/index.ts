// The files module: SPEC §7 (Files) operations; bytes travel outside GraphQL (decision 0015).
import './file-operations';
