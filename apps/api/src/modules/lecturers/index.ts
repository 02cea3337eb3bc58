// Lecturers (docs/product/api.md): public lecturer list and profiles with their courses and diplomas.
import './lecturer-type';
import './lecturers';
import './register-as-lecturer';
import './lecturer-applications';
import './studio-lecturer-profiles';
