// Learning (docs/product/api.md Learning): syllabus, lessons, completion, progress, quizzes.
import './course-queries';
import './lesson-operations';
import './my-learning';
import './quizzes';
