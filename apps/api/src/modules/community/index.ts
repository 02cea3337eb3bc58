// Community (SPEC §7): comments with one level of replies and likes, reviews, reports.
import './community-types';
import './comments';
import './reviews';
import './reports';
