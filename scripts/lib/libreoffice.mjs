// What the document pipeline's Word conversion needs from Debian (test-all.mjs installs them with the others):
// LibreOffice Writer without a GUI (~263 MB installed, 50 packages) and the smallest font that renders Chinese
// text in Word files (fonts-wqy-microhei, ~5 MB; fonts-noto-cjk would be ~91 MB). A server without them takes
// PDFs only and says so at boot.
export const LIBREOFFICE_PACKAGES = ['libreoffice-writer-nogui', 'fonts-wqy-microhei'];
