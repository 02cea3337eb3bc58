// SPEC §7 Certificates (issue 5).
import './certifications';
