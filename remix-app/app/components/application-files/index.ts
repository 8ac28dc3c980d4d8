/** The job page's file cards (issue 13): files (AGT-28..33, POR-51), SD (G-53), logo (AGT-16). */
export { FilesCard } from './FilesCard';
export { SdCard } from './SdCard';
export { LogoCard } from './LogoCard';
export { applicationFilesLinks } from './links';
export type { FileActionAnswer } from './answer';
export { LogoUploadForm } from './LogoUploadForm';
