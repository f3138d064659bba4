// Bun bundles CSS imported from components; TypeScript only needs to know the import is allowed.
declare module '*.css';
