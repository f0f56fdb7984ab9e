// Stylesheets are imported for esbuild to bundle into app.css; they have no exports.
declare module '*.css';
