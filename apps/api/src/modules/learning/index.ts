// Learning (issue 5, SPEC §7 Learning): syllabus, lessons, completion, progress, quizzes.
import './course-queries';
import './lesson-operations';
import './my-learning';
import './quizzes';
