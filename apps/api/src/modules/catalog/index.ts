// Catalogue (docs/product/api.md Categories and Learning): categories, courses, workshops, diplomas.
import './program-type';
import './category-type';
import './categories';
import './programs';
import './by-category';
import './studio-programs';
import './studio-program-export';
import './program-preview';
import './studio-curriculum';
import './studio-categories';
