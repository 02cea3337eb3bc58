/** What the CV picker offers: the types of decision 0015 (upload-cv.ts checks them when a file is picked). */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
