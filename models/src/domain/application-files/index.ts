/** The application files card (AGT-28..34, G-16, G-45), the SD document (G-53) and the agent's logo upload (AGT-16). */
export { acceptsFiles, checkUpload, FILE_FAIL, uploadMaxBytes, uploadMaxMb, visibleToOwner, type ApplicationUpload, type FileReader, type UploadProblem } from './shared';
export { addApplicationFile, type AddApplicationFileOperationInput } from './add-application-file';
export { hideApplicationFile, type ApplicationFileRowInput } from './hide-application-file';
export { restoreApplicationFile } from './restore-application-file';
export { reuploadApplicationFile } from './reupload-application-file';
export { listApplicationFiles, type ApplicationFileJson, type ApplicationFilesJson } from './list-application-files';
export { readApplicationFile, type ApplicationFileContent } from './read-application-file';
export { downloadSd, SD_FAIL, SD_NO_TEMPLATE } from './download-sd';
export { uploadApplicationLogo, LOGO_FAIL } from './upload-application-logo';
export { readApplicationLogo } from './read-application-logo';
