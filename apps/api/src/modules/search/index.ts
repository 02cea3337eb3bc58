// allSearch (docs/product/api.md Discovery, docs/product/shell.md).
import './search';
