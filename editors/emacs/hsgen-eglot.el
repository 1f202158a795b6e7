;;; hsgen-eglot.el --- hsgen's language server for Handshake and hw MLIR, through eglot

;; Load it from your init file:  (load "/path/to/hsgen/editors/emacs/hsgen-eglot.el")
;; Every .mlir file opens in `hsgen-mlir-mode', which starts `hsgen lsp' with eglot
;; (Emacs 29 ships eglot): diagnostics through flymake, hover in eldoc, completion,
;; imenu symbols, xref go-to-definition. M-x hsgen-show-vhdl / hsgen-show-verilog
;; open the generated HDL of the op on the current line (or, with a prefix argument,
;; of the whole function) in a buffer.

(require 'eglot)
(require 'jsonrpc)

(defvar hsgen-program "hsgen" "The hsgen program; eglot runs `hsgen lsp'.")

(define-derived-mode hsgen-mlir-mode prog-mode "MLIR"
  "Major mode for Handshake and hw MLIR files, served by hsgen's language server."
  (setq-local comment-start "// ")
  (setq-local comment-start-skip "//+\\s-*"))

(add-to-list 'auto-mode-alist '("\\.mlir\\'" . hsgen-mlir-mode))
(add-to-list 'eglot-server-programs
             `(hsgen-mlir-mode . (,hsgen-program "lsp")))
(add-hook 'hsgen-mlir-mode-hook #'eglot-ensure)

(defun hsgen--unit-on-line (server)
  "The unit of the op on the current line, from the server's code lenses, or nil."
  (let ((line (1- (line-number-at-pos)))
        (lenses (jsonrpc-request server :textDocument/codeLens
                                 `(:textDocument ,(eglot--TextDocumentIdentifier)))))
    (seq-some (lambda (lens)
                (let ((args (plist-get (plist-get lens :command) :arguments)))
                  (and (= line (plist-get (plist-get (plist-get lens :range) :start) :line))
                       (> (length args) 1)
                       (aref args 1))))
              lenses)))

(defun hsgen--show (command whole)
  "Runs COMMAND (hsgen.showVhdl or hsgen.showVerilog) and shows the text it answers."
  (let* ((server (eglot--current-server-or-lose))
         (uri (plist-get (eglot--TextDocumentIdentifier) :uri))
         (unit (unless whole (hsgen--unit-on-line server)))
         (result (jsonrpc-request server :workspace/executeCommand
                                  `(:command ,command
                                    :arguments ,(if unit (vector uri unit) (vector uri))))))
    (with-current-buffer (get-buffer-create (format "*hsgen %s*" (plist-get result :name)))
      (let ((inhibit-read-only t))
        (erase-buffer)
        (insert (plist-get result :text))
        (goto-char (point-min))
        (if (equal (plist-get result :language) "vhdl") (vhdl-mode) (verilog-mode))
        (setq buffer-read-only t))
      (pop-to-buffer (current-buffer)))))

(defun hsgen-show-vhdl (whole)
  "The VHDL of the op on this line; with a prefix argument, of the whole function."
  (interactive "P")
  (hsgen--show "hsgen.showVhdl" whole))

(defun hsgen-show-verilog (whole)
  "The Verilog of the op on this line; with a prefix argument, of the whole function."
  (interactive "P")
  (hsgen--show "hsgen.showVerilog" whole))

(provide 'hsgen-eglot)
;;; hsgen-eglot.el ends here
