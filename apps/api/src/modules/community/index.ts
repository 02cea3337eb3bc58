// Community (docs/product/api.md): comments with one level of replies and likes, reviews, reports.
import './community-types';
import './comments';
import './reviews';
import './reports';
