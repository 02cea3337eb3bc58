/** The stored theme choice (absent: follow the system setting). */
export const THEME_STORAGE_KEY = 'manara-theme';
export const THEME_CHANGE_EVENT = 'manara:theme-change';

/** Runs before paint from <head>: applies a stored choice so the page never flashes the wrong theme. */
export const themeBootScript = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
