// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A universal resolver for whom every name is off-chain (EIP-3668), as ENS's is for a name whose owner
/// set an off-chain resolver: `resolveWithGateways` reverts OffchainLookup naming the gateway URL given at
/// deployment, with the resolver call as its data; the callback hands the gateway's answer back as the
/// resolver's result. The URL is the name owner's choice on mainnet, which is what the server must not trust.
contract OffchainUniversalResolver {
    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

    string public gateway;

    constructor(string memory url) {
        gateway = url;
    }

    function resolveWithGateways(bytes calldata, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        string[] memory urls = new string[](1);
        urls[0] = gateway;
        revert OffchainLookup(address(this), urls, data, this.resolveCallback.selector, "");
    }

    function resolveCallback(bytes calldata answer, bytes calldata) external view returns (bytes memory, address) {
        return (answer, address(this));
    }
}
