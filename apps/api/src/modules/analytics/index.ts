import './analytics';
