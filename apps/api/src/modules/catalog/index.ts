// Catalogue (SPEC §7 Categories and Learning): categories, courses, workshops, diplomas.
import './program-type';
import './category-type';
import './categories';
import './programs';
import './by-category';
