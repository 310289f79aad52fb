// `import os` on Linux: the logging part of Apple's `os` module (`Logger`, `os_log`).
@_exported import OSLog
