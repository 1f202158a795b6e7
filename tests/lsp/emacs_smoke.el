;;; Run by test_lsp_emacs.py: Emacs (batch) with editors/emacs/hsgen-eglot.el opens
;;; the file named by $HSGEN_FILE, connects eglot to hsgen lsp, hovers the addi of line 5
;;; and runs hsgen-show-vhdl there; what it saw goes to $HSGEN_E2E_REPORT as lines
;;; "mode ...", "hover ...", "vhdl ..." (the shown buffer's text follows "vhdl").
(package-initialize) ; Emacs 28 finds eglot in Debian's elpa-eglot this way
(setq hsgen-program (getenv "HSGEN"))
(load (expand-file-name "editors/emacs/hsgen-eglot.el" (getenv "HSGEN_SOURCE_DIR")))
(find-file (getenv "HSGEN_FILE"))
(eglot-ensure)
(run-hooks 'post-command-hook) ; eglot-ensure connects after a command; batch runs none
(let ((n 0))
  (while (and (< n 300) (not (eglot-current-server)))
    (accept-process-output nil 0.1)
    (setq n (1+ n))))
(goto-char (point-min))
(forward-line 4)
(search-forward "addi")
(let* ((h (jsonrpc-request (eglot-current-server) :textDocument/hover
                           (eglot--TextDocumentPositionParams)))
       (mode (symbol-name major-mode)))
  (hsgen-show-vhdl nil)
  (with-temp-file (getenv "HSGEN_E2E_REPORT")
    (insert "mode " mode "\n")
    (insert "hover " (replace-regexp-in-string "\n" " " (plist-get (plist-get h :contents) :value))
            "\n")
    (insert "vhdl-mode "
            (with-current-buffer "*hsgen add0.vhd*" (symbol-name major-mode)) "\n")
    (insert "vhdl\n" (with-current-buffer "*hsgen add0.vhd*" (buffer-string)))))
(kill-emacs 0)
