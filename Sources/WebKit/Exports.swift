// `import WebKit` brings UIKit, as on iOS (`WKWebView` is a `UIView`).
@_exported import UIKit
